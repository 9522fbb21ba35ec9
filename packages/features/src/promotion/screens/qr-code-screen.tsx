import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetPromotionInviteCodeQuery } from '../../promotion/api';
import s from './promotion.module.css';

/** The invitation link on this site: the server's `share_url` (a path) against our origin. */
export function inviteLink(shareUrl: string, origin: string): string {
  return new URL(shareUrl, origin).toString();
}

/**
 * /promotion/qr_code/ and /promotion/activity/invite_user_stock/qr_code/ (spec 001 §2): a real QR
 * code of my invitation link (made by the `qrcode` library), the link to copy, and my invitations.
 * Who opens it signs up with my invite code (the signup screen keeps it in a cookie).
 */
export function QrCodeScreen() {
  const codeQ = useGetPromotionInviteCodeQuery();
  const stock = useLocation().pathname.includes('invite_user_stock');
  const [image, setImage] = useState<string | null>(null);
  const link = codeQ.data ? inviteLink(codeQ.data.share_url, window.location.origin) : null;
  useEffect(() => {
    if (!link) return;
    let live = true;
    // SVG (no canvas needed), shown as an image so it scales and can be long-pressed to save
    QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then(
      (svg) => live && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [link]);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      feedback.toast('邀请链接已复制');
    } catch {
      feedback.toast('复制失败，请长按链接复制');
    }
  };
  return (
    <Page title="邀请二维码">
      <QueryState query={codeQ}>
        {(c) => (
          <section className={s.card} aria-label="邀请二维码">
            <p className={s.muted}>好友扫码注册，填写邀请码</p>
            <p className={s.code}>{c.invite_code}</p>
            {image && (
              <img className={s.qr} src={image} alt={`邀请注册二维码，邀请码${c.invite_code}`} />
            )}
            <p className={s.url} data-testid="invite-link">
              {link}
            </p>
            <Button block color="primary" onClick={() => void copy()}>
              复制邀请链接
            </Button>
            <p className={s.muted}>
              <Link
                className={s.link}
                to={stock ? appPaths.promotionStockInvitations() : appPaths.promotionInvitations()}
              >
                查看邀请记录
              </Link>
            </p>
          </section>
        )}
      </QueryState>
    </Page>
  );
}

export default QrCodeScreen;
