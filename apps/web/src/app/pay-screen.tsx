import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PayPage } from '../features/cash-drawer/components/pay-page';
import { PayslipPayCard } from '../features/specialist-pay/components/payslip-pay-card';
import { parsePayParams, payRedirect, payslipOf } from '../shared/navigation/pay-params';
import type { ScreenProps } from '../shared/navigation/screen';
import { PageHeader } from '../shared/ui/page-header';

// /cashDrawer/pay/{action}-{concept}-{total}-{pathredirect}-{idspecialist}: a specialist's "pago"
// that returns to their payslip of one period pays that payslip (the period is marked paid,
// decision 015); anything else records the income or expense in the drawer (PayPage).
export function PayScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = parsePayParams(useParams().payParams)!;
  const payslip = payslipOf(pay);
  if (!payslip) {
    return <PayPage {...props} />;
  }
  const back = () => navigate(payRedirect(pay.pathredirect));
  return (
    <>
      <PageHeader title={t(props.screen.title)} />
      <PayslipPayCard {...payslip} onDone={back} onCancel={back} />
    </>
  );
}
