import { counted, wholeNumber } from '@/lib/shared/plural';

/** What choosing many people says, the same in the people picker and the people checklist. */

/** The bulk choice: everyone a search (or filter) matches, or everyone listed when nothing is typed. */
export const chooseAllLabel = (count: number, narrowed: boolean): string => (narrowed ? `Choose all ${wholeNumber(count)} matching` : `Choose everyone (${wholeNumber(count)})`);

/** What a screen reader hears once a bulk choice is made: how many it added, and how many are chosen now. */
export function chosenAnnouncement(added: number, chosen: number): string {
  if (chosen === 0) return 'No one chosen';
  return `${added ? `${counted(added, 'person', 'people')} added` : 'Everyone matching was chosen already'}: ${wholeNumber(chosen)} chosen`;
}
