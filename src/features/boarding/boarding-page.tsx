import { useEffect, useState } from 'react';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import { BoardingScreen } from './components/boarding-screen';
import { RequireStaff } from './components/require-staff';
import { registerBoardingWorker } from './offline/register-worker';

/** /embarque: the driver's boarding screen (issue 30), for the staff only, working offline too. */
export default function BoardingPage() {
  const [day] = useState(() => todayInSaoPaulo(new Date()));
  useEffect(() => {
    registerBoardingWorker();
  }, []);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 pb-20 pt-6">
      <Seo
        title="Embarque | Movie Tour"
        description="A lista de embarque do dia e a leitura dos vouchers, para a equipe da Movie Tour."
        path={paths.boarding}
        noindex
      />
      <RequireStaff day={day}>{(userId) => <BoardingScreen userId={userId} day={day} />}</RequireStaff>
    </section>
  );
}
