/**
 * Review conditions of a leave review process (spec part 2 §3 "Leave review":
 * review_condition 1 = Anyone, 2 = Everyone). Client-safe: the settings
 * screens name them, the reference upstream decides applications with them.
 */
export const REVIEW_CONDITIONS = [
  { id: 1, name: 'Anyone', description: 'One approver’s decision decides.' },
  { id: 2, name: 'Everyone', description: 'Every approver must approve; one rejection rejects.' },
] as const;

export type ReviewCondition = (typeof REVIEW_CONDITIONS)[number]['id'];
export const ANYONE: ReviewCondition = 1;
export const EVERYONE: ReviewCondition = 2;

export const reviewConditionName = (condition: number): string => REVIEW_CONDITIONS.find((item) => item.id === condition)?.name ?? '';

export type ReviewDecision = 'approved' | 'rejected';
export type ReviewOutcome = 'pending' | ReviewDecision;

/**
 * Where an application stands, given its process's condition, how many
 * approvers it has and the decisions made so far (in the order they were made).
 * Anyone: the first decision decides. Everyone: one rejection rejects; it is
 * approved once every approver has approved. No approvers: nothing decides.
 */
export function reviewOutcome(condition: ReviewCondition, approverCount: number, decisions: readonly ReviewDecision[]): ReviewOutcome {
  if (approverCount <= 0 || decisions.length === 0) return 'pending';
  if (condition === ANYONE) return decisions[0]!;
  if (decisions.includes('rejected')) return 'rejected';
  return decisions.filter((decision) => decision === 'approved').length >= approverCount ? 'approved' : 'pending';
}
