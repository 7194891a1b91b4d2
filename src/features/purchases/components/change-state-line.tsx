import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { ChangeState } from '@/domain/booking-changes';
import { cn } from '@/lib/cn';

const tones: Record<ChangeState['tone'], { className: string; Icon: typeof Clock }> = {
  open: { className: 'border-amber-300 bg-amber-50 text-amber-900', Icon: Clock },
  done: { className: 'border-border bg-muted text-foreground', Icon: CircleCheck },
  refused: { className: 'border-red-200 bg-red-50 text-red-900', Icon: CircleAlert },
};

/**
 * Where a booking's cancellation or rescheduling stands, under its card's value; or, worded the same way, the refund
 * of a payment received after the order was cancelled.
 */
export function ChangeStateLine({
  id,
  state,
  testId = 'change-state',
}: {
  id: string;
  state: Pick<ChangeState, 'label' | 'detail' | 'tone'>;
  testId?: string;
}) {
  const { className, Icon } = tones[state.tone];
  return (
    <div
      id={id}
      tabIndex={-1}
      data-testid={testId}
      className={cn('mt-3 flex gap-2 rounded-lg border px-3 py-2 text-sm outline-none', className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{state.label}</span>
        {state.detail ? <span className="block">{state.detail}</span> : null}
      </p>
    </div>
  );
}
