import { useState } from 'react';
import { paths } from '@/config/paths';
import { NewBookingForm } from './components/new-booking-form';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { RecordedCard } from './components/recorded-booking';
import type { RecordedBooking } from './hooks/use-new-booking-form';

/** `/admin/reservas/nova`: a booking that came through the messaging app. */
export function NewBookingPage() {
  const [recorded, setRecorded] = useState<RecordedBooking | null>(null);
  return (
    <OperatorShell
      title="Nova reserva"
      description="Registre uma reserva que chegou pelo WhatsApp: ela entra no manifesto e o cliente recebe o e-mail."
      path={paths.operator.newBooking}
    >
      {recorded ? (
        <RecordedCard recorded={recorded} onAnother={() => setRecorded(null)} />
      ) : (
        <NewBookingForm onRecorded={setRecorded} />
      )}
    </OperatorShell>
  );
}

export default operatorPage(NewBookingPage);
