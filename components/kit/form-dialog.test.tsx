import { fireEvent, waitFor } from '@testing-library/react';
import { onFirstPress } from '@/components/ui/on-demand';
import '@/components/kit/form-dialog';

let formLoaded = false;
jest.mock('@/components/ui/form', () => {
  formLoaded = true;
  return jest.requireActual('@/components/ui/form');
});

describe('a page with a form dialog', () => {
  // On a phone there is no hover to start the form's code before the tap on Add.
  it('starts loading the form library on its first press anywhere, not with the page', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(formLoaded).toBe(false);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(formLoaded).toBe(true));
  });
});

describe('onFirstPress', () => {
  it('runs its task once, on the first pointer or key press', () => {
    const task = jest.fn();
    onFirstPress(task);
    expect(task).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(window, { key: 'a' });
    expect(task).toHaveBeenCalledTimes(1);
  });
});
