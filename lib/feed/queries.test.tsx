import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useFeedActions } from '@/lib/feed/queries';
import type { FeedPerson, FeedPost } from '@/lib/feed/schemas';

const viewer = { id: 7, name: 'Emma Novak', username: 'emma.novak', avatar: '' } as FeedPerson;
const post = { id: 3, comments_count: 2 } as FeedPost;

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response) as typeof fetch;
}

function actions() {
  const onFailure = jest.fn();
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useFeedActions({ viewer, onFailure }), { wrapper });
  return { add: result.current.addComment, onFailure };
}

describe('adding a comment', () => {
  // A 422 came up as the 'Unsuccessful' dialog, with the field neither marked nor told why.
  it('answers a refusal of what was typed with its message for the field, not the failure dialog', async () => {
    answer(422, { message: 'The content may not contain links.', errors: { content: ['The content may not contain links.'] } });
    const { add, onFailure } = actions();
    let outcome: boolean | string = true;
    await act(async () => {
      outcome = await add(post, 'see http://x.test');
    });
    expect(outcome).toBe('The content may not contain links.');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands any other failure to the failure handler', async () => {
    answer(500, { message: 'Injected fault' });
    const { add, onFailure } = actions();
    let outcome: boolean | string = true;
    await act(async () => {
      outcome = await add(post, 'Count me in!');
    });
    expect(outcome).toBe(false);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), post);
  });
});
