import type { KeyboardEvent } from 'react';

/**
 * A key pressed while an input method composes text (Japanese, Chinese, Korean…) belongs to the
 * composition: Enter confirms the characters, Escape drops them, the arrow keys choose among the
 * candidates. A field's own key handling starts after it. `isComposing` says so in Chromium and
 * Firefox; Safari sends the Enter that ends a composition after `compositionend`, as key code 229.
 */
export function composing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;
}
