import '@testing-library/jest-dom';

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
