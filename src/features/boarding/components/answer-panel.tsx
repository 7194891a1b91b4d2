import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ScanAnswer } from '@/domain/boarding-scan';
import { cn } from '@/lib/cn';

const toneStyle = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  danger: 'border-red-700 bg-red-50 text-red-950',
} as const;

const toneIcon = { success: CircleCheck, warning: CircleAlert, danger: CircleX } as const;

type AnswerPanelProps = { answer: ScanAnswer | null; queued: boolean };

/** The answer of the last scan, in words a driver reads at a glance; announced to screen readers. */
export function AnswerPanel({ answer, queued }: AnswerPanelProps) {
  const Icon = answer ? toneIcon[answer.tone] : null;
  return (
    <div role="status" aria-live="polite">
      {answer && Icon ? (
        <div
          data-testid="boarding-answer"
          className={cn('flex items-start gap-3 rounded-2xl border-2 p-4 sm:p-5', toneStyle[answer.tone])}
        >
          <Icon className="mt-1 size-9 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words text-3xl font-extrabold leading-tight sm:text-4xl">{answer.title}</p>
            {answer.detail ? <p className="mt-1 break-words text-lg font-medium">{answer.detail}</p> : null}
            {queued ? (
              <p className="mt-1 text-sm">Guardado neste aparelho: será enviado quando a rede voltar.</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
