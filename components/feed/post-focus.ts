import { DIALOGS, focusContent, focusLostOrParked } from '@/lib/client/focusable';

/** A post's element id on the wall (its <article>). */
export const postElementId = (id: number) => `post-${id}`;

/**
 * Hands the focus on when a post leaves the wall (moved to the trash, or found deleted by an action
 * on it): to the post that takes its place, else the one before it, else the page's content, never
 * <body>. Call before the post is removed; run the answer after. A dialog
 * opened after that (the success or failure notice) then hands the focus back to that post.
 */
export function handOverFromPost(id: number): () => void {
  const article = document.getElementById(postElementId(id));
  if (!article) return () => undefined;
  const posts = [...document.querySelectorAll<HTMLElement>('article[id^="post-"]')];
  const at = posts.indexOf(article);
  const next = posts[at + 1] ?? posts[at - 1] ?? null;
  return () => {
    // Asked once the post is going: the focus on it, still in the confirm that asked (closing), or
    // nowhere or parked on the content (that confirm, opened from the post's menu, has no item to go
    // back to). Elsewhere, it stays.
    const active = document.activeElement;
    if (!(article.contains(active) || active?.closest(DIALOGS) || focusLostOrParked())) return;
    if (next?.isConnected) next.focus({ preventScroll: true });
    else focusContent();
  };
}
