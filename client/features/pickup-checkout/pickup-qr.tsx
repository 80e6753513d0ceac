import { useEffect, useRef, useState } from 'react';
import { PICKUP_CHECKOUT_TEXTS } from '../../../shared/pickup/pickup-checkout-texts';

/**
 * The pickup code as a QR code, drawn on a canvas by `qrcode`, which is loaded only when a code is
 * shown (its own chunk, not in the shop's first load). The code is also shown as text beside it.
 */
export function PickupQr({ code, size = 220 }: { code: string; size?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  useEffect(() => {
    let active = true;
    void import('qrcode')
      .then(async (QRCode) => {
        if (!active || !canvas.current) return;
        await QRCode.toCanvas(canvas.current, code, { width: size, margin: 2, errorCorrectionLevel: 'M' });
        if (active) setDrawn('drawn');
      })
      .catch((error: unknown) => {
        console.warn('The QR code could not be drawn', error);
        if (active) setDrawn('failed');
      });
    return () => {
      active = false;
    };
  }, [code, size]);
  return (
    <div className="pickup-qr" data-state={drawn}>
      <canvas ref={canvas} width={size} height={size} role="img" aria-label={PICKUP_CHECKOUT_TEXTS.qrLabel(code)} data-testid="pickup-qr" hidden={drawn === 'failed'} />
      {drawn === 'failed' && <p className="muted">{PICKUP_CHECKOUT_TEXTS.qrFailed}</p>}
    </div>
  );
}
