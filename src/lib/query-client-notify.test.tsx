import { mutationOptions, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from './query-client';

// A double click is two input events, and Chromium runs input before timers: the button a mutation disables must be
// disabled before the next task, so by the microtasks that follow the first click.
const bookMutationOptions = (book: () => Promise<unknown>) => mutationOptions({ mutationFn: book });

function Book({ book }: { book: () => Promise<unknown> }) {
  const mutation = useMutation(bookMutationOptions(book));
  return (
    <button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
      Confirmar reserva
    </button>
  );
}

/** Runs the microtasks queued now and those they queue, without letting a timer run. */
async function microtasks() {
  for (let i = 0; i < 10; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
}

it('disables a mutation’s button within the click’s microtasks, so a second click in the next task does nothing', async () => {
  const book = vi.fn(() => new Promise(() => {}));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Book book={book} />
    </QueryClientProvider>,
  );
  const button = screen.getByRole('button', { name: 'Confirmar reserva' });
  await act(async () => {
    fireEvent.click(button);
    await microtasks();
    fireEvent.click(button);
  });
  expect(book).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
});
