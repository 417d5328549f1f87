/**
 * Who may do what has changed: a role's permissions or people, a person's role, or a person who
 * can no longer sign in (discharged, inactive). The modules that make such a change call
 * `changed`; the ones whose records wait on people's access catch up (a leave application that
 * waited only on an approver who can no longer review is decided by the approvers who can).
 */
export class AccessChanges {
  private readonly listeners: ((actorId: number) => void)[] = [];

  listen(listener: (actorId: number) => void): void {
    this.listeners.push(listener);
  }

  /** `actorId`: who made the change (the records' history names them). */
  changed(actorId: number): void {
    for (const listener of this.listeners) listener(actorId);
  }
}
