import { ACCOUNT_MESSAGES } from '@jijin/core';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { LinkList } from '../../shared/link-list';
import './accounts.css';

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
          { to: '/faq/detail/open_account', label: '常见问题' },
          { to: '/faq/unionpay/', label: '银行卡支付说明' },
          { to: '/safe/', label: '安全保障' },
          { to: '/app/download', label: '下载App' },
          { to: '/faq/detail/user_agreement', label: '用户服务协议' },
          { to: '/faq/detail/privacy_policy', label: '隐私政策' },
        ]}
      />
      <div className="jj-actions">
        <Button block color="danger" fill="outline" size="large" onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
    </Page>
  );
}

export default MoreScreen;
