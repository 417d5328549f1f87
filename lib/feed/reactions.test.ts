import { reactionReducer, reactionRequest, snapshotOf, type Reactable } from './reactions';

const item = (love: number, mine: boolean): Reactable & { id: number } => ({ id: 7, reactions: { love }, auth_reaction: mine ? 'love' : null });

describe('optimistic Love reducer', () => {
  it('toggling on adds my Love and one to the count; toggling off takes them away', () => {
    const on = reactionReducer(item(4, false), { type: 'toggle' });
    expect(on).toEqual({ id: 7, reactions: { love: 5 }, auth_reaction: 'love' });
    expect(reactionReducer(on, { type: 'toggle' })).toEqual(item(4, false));
  });

  it('never counts below zero', () => {
    expect(reactionReducer(item(0, true), { type: 'toggle' }).reactions.love).toBe(0);
  });

  it('asks the server for the toggled state', () => {
    expect(reactionRequest(reactionReducer(item(1, false), { type: 'toggle' }))).toEqual({ type: 'love', is_remove: false });
    expect(reactionRequest(reactionReducer(item(1, true), { type: 'toggle' }))).toEqual({ type: 'love', is_remove: true });
  });

  it('settles on the server’s answer, which may include other people’s Love', () => {
    const toggled = reactionReducer(item(4, false), { type: 'toggle' });
    expect(reactionReducer(toggled, { type: 'settle', response: { reactions: { love: 9 }, auth_reaction: 'love' } })).toEqual(item(9, true));
  });

  it('rolls back to exactly the state before the click, keeping other fields', () => {
    const before = { ...item(4, true), comments_count: 2 };
    const snapshot = snapshotOf(before);
    const toggled = reactionReducer(before, { type: 'toggle' });
    expect(toggled.auth_reaction).toBeNull();
    const rolled = reactionReducer({ ...toggled, comments_count: 3 }, { type: 'rollback', snapshot });
    expect(rolled).toEqual({ ...before, comments_count: 3 });
  });

  it('does not share the snapshot with the item it came from', () => {
    const before = item(2, false);
    const snapshot = snapshotOf(before);
    before.reactions.love = 99;
    expect(snapshot.reactions.love).toBe(2);
  });
});
