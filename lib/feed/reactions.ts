import { LOVE } from './model';
import type { ReactRequest, ReactResponse, Reactions, ReactionType } from './schemas';

/**
 * The optimistic Love reducer for posts and comments: a click flips my state
 * and the count at once; the server's answer settles both; a failure puts
 * back exactly what the item had before the click.
 */

export interface Reactable {
  reactions: Reactions;
  auth_reaction: ReactionType | null;
}

export type ReactionAction =
  | { type: 'toggle' }
  | { type: 'settle'; response: ReactResponse }
  | { type: 'rollback'; snapshot: Reactable };

export function reactionReducer<T extends Reactable>(item: T, action: ReactionAction): T {
  switch (action.type) {
    case 'toggle': {
      const loved = item.auth_reaction === LOVE;
      return {
        ...item,
        auth_reaction: loved ? null : LOVE,
        reactions: { ...item.reactions, love: Math.max(0, item.reactions.love + (loved ? -1 : 1)) },
      };
    }
    case 'settle':
      return { ...item, reactions: action.response.reactions, auth_reaction: action.response.auth_reaction };
    case 'rollback':
      return { ...item, reactions: action.snapshot.reactions, auth_reaction: action.snapshot.auth_reaction };
  }
}

/** The request that makes the server match a toggled item. */
export function reactionRequest(toggled: Reactable): ReactRequest {
  return { type: LOVE, is_remove: toggled.auth_reaction !== LOVE };
}

export function snapshotOf(item: Reactable): Reactable {
  return { reactions: { ...item.reactions }, auth_reaction: item.auth_reaction };
}
