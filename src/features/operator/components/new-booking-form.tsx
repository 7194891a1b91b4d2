import { useNewBookingForm, type RecordedBooking } from '../hooks/use-new-booking-form';
import { CustomerSection } from './customer-section';
import { PriceSection } from './price-section';
import { TourSection } from './tour-section';

/** Nova reserva's form: the customer, the tour and the price; `onRecorded` once the database recorded it. */
export function NewBookingForm({ onRecorded }: { onRecorded: (booking: RecordedBooking) => void }) {
  const state = useNewBookingForm(onRecorded);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
      className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start"
    >
      <div className="grid gap-5">
        <CustomerSection state={state} />
        <TourSection state={state} />
      </div>
      <PriceSection state={state} />
    </form>
  );
}
