import { BaoTransferScreen } from './bao-transfer-screen';

/** /accounts/funds/bao/sell/: bao 转出. */
export default function BaoSellRoute() {
  return <BaoTransferScreen direction="out" />;
}
