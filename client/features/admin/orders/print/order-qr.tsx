import { useEffect, useState } from 'react';
import { ORDER_DOCUMENT_TEXTS } from '../../../../../shared/admin/order-document-texts';

/**
 * The order number as a QR code, an SVG drawn by `qrcode` (loaded only by the print view, as the
 * pickup code's QR is: client/features/pickup-checkout/pickup-qr.tsx) and shown as an image, so it
 * prints sharp at any size. The number is printed beside it.
 */
export function OrderQr({ orderNumber }: { orderNumber: string }) {
  const [source, setSource] = useState<string | 'failed' | null>(null);
  useEffect(() => {
    let active = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toString(orderNumber, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (active) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => {
        console.warn('The QR code could not be drawn', error);
        if (active) setSource('failed');
      });
    return () => {
      active = false;
    };
  }, [orderNumber]);
  if (source === 'failed') return <p className="paper__qr-failed">{ORDER_DOCUMENT_TEXTS.qrFailed}</p>;
  return (
    <div className="paper__qr" data-state={source ? 'drawn' : 'drawing'}>
      {source ? <img src={source} alt={ORDER_DOCUMENT_TEXTS.qrLabel(orderNumber)} width={96} height={96} data-testid="order-document-qr" /> : null}
    </div>
  );
}
