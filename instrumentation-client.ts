import { onTransitionStart } from '@/lib/client/nav-progress';

/** The navigation progress bar starts with the App Router's transitions (spec part 1 §2). */
export function onRouterTransitionStart(url: string) {
  onTransitionStart(url);
}
