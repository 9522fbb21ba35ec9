import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { LinkList } from '../../shared/link-list';
import styles from '../accounts.module.css';

/** /accounts/more/ (spec 000 §2): help, safety, app download, and logout with its confirm 确定要退出帐号吗？. */
export function MoreScreen() {
  const navigate = useNavigate();
  const logout = async () => {
    if (await feedback.confirm({ content: ACCOUNT_MESSAGES.logoutConfirm }))
      navigate('/accounts/logout/');
  };
  return (
    <Page title="更多">
      <LinkList
        items={[
          { to: appPaths.faqDetail('open_account'), label: '常见问题' },
          { to: appPaths.faqUnionpay(), label: '银行卡支付说明' },
          { to: appPaths.safe(), label: '安全保障' },
          { to: appPaths.appDownload(), label: '下载App' },
          { to: appPaths.faqDetail('user_agreement'), label: '用户服务协议' },
          { to: appPaths.faqDetail('privacy_policy'), label: '隐私政策' },
        ]}
      />
      <div className={styles.actions}>
        <Button block color="danger" fill="outline" size="large" onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
    </Page>
  );
}

export default MoreScreen;
