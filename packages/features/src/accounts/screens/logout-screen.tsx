import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page, PageLoading } from '../../app/page';
import { endSession, useAppDispatch } from '../../app/store';

/** /accounts/logout/ (spec 000 §2): ends the session on this device and goes home. */
export function LogoutScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(endSession());
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
  return (
    <Page title="退出登录" back={false}>
      <PageLoading label="正在退出" />
    </Page>
  );
}

export default LogoutScreen;
