import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page, PageLoading } from '../../app/page';
import { useServices } from '../../app/services-context';
import { endSession, useAppDispatch } from '../../app/store';

/**
 * /accounts/logout/ (spec 000 §2): revokes the session on the server (the access and
 * refresh tokens stop working), then ends it on this device and goes home.
 */
export function LogoutScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { api } = useServices();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void api.logout().finally(() => {
      dispatch(endSession());
      navigate('/', { replace: true });
    });
  }, [api, dispatch, navigate]);
  return (
    <Page title="退出登录" back={false}>
      <PageLoading label="正在退出" />
    </Page>
  );
}

export default LogoutScreen;
