import { displayUnseen, isUnseen, unseenAfterAcknowledge, unseenAfterDelete, unseenAfterPublish } from './unseen';

const me = 3;
const post = (type: 0 | 1, auth_seen: boolean, author = 1) => ({ type, auth_seen, user: { id: author } });

describe('unseen counter rules', () => {
  it('counts only acknowledge-required posts by others that I have not seen', () => {
    expect(isUnseen(post(1, false), me)).toBe(true);
    expect(isUnseen(post(1, true), me)).toBe(false);
    expect(isUnseen(post(0, false), me)).toBe(false);
    expect(isUnseen(post(1, false, me), me)).toBe(false);
  });

  it('goes down by one when I acknowledge an unseen post, never below zero', () => {
    expect(unseenAfterAcknowledge(4, post(1, false), me)).toBe(3);
    expect(unseenAfterAcknowledge(4, post(1, true), me)).toBe(4);
    expect(unseenAfterAcknowledge(0, post(1, false), me)).toBe(0);
  });

  it('goes down when an unseen acknowledge-required post is deleted, not for other posts', () => {
    expect(unseenAfterDelete(2, post(1, false), me)).toBe(1);
    expect(unseenAfterDelete(2, post(1, true), me)).toBe(2);
    expect(unseenAfterDelete(2, post(0, false), me)).toBe(2);
    expect(unseenAfterDelete(2, post(1, false, me), me)).toBe(2);
  });

  it('goes up when someone else publishes one, not when I do', () => {
    expect(unseenAfterPublish(2, post(1, false), me)).toBe(3);
    expect(unseenAfterPublish(2, post(1, true, me), me)).toBe(2);
  });

  it('is shown capped at the page size', () => {
    expect(displayUnseen(3, 10)).toEqual({ value: 3, capped: false, label: '3' });
    expect(displayUnseen(10, 10)).toEqual({ value: 10, capped: false, label: '10' });
    expect(displayUnseen(11, 10)).toEqual({ value: 10, capped: true, label: '10+' });
    expect(displayUnseen(250, 25)).toEqual({ value: 25, capped: true, label: '25+' });
    expect(displayUnseen(0, 10).label).toBe('0');
    expect(displayUnseen(-2, 10).value).toBe(0);
  });
});
