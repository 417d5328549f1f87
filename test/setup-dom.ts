import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition, not a time: on a busy 2-core CI machine a render
// can take longer than the library's 1 s default, so they may wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and Radix needs: its popper measures a menu's anchor with
// ResizeObserver (nothing is ever resized here, so observing does nothing), and
// its triggers read PointerEvent.pointerType.
class JsdomResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class JsdomPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
Object.assign(window, { ResizeObserver: window.ResizeObserver ?? JsdomResizeObserver, PointerEvent: window.PointerEvent ?? JsdomPointerEvent });
