import { useEffect, useRef, useState } from 'react';

// Camera scanning of the shopper's QR: the browser's BarcodeDetector where it has one, otherwise
// zxing-wasm, whose .wasm file the shop serves itself (bundled by Vite, precached by the service
// worker): never fetched from a CDN.

interface Detector {
  detect(source: HTMLVideoElement | ImageData): Promise<Array<{ rawValue: string }>>;
}

async function makeDetector(): Promise<Detector> {
  const Native = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => Detector }).BarcodeDetector;
  if (Native) return new Native({ formats: ['qr_code'] });
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: false });
  const canvas = document.createElement('canvas');
  return {
    async detect(source) {
      if (source instanceof ImageData) return (await readBarcodes(source, { formats: ['QRCode'] })).map((r) => ({ rawValue: r.text }));
      canvas.width = source.videoWidth;
      canvas.height = source.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context || canvas.width === 0) return [];
      context.drawImage(source, 0, 0);
      const results = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), { formats: ['QRCode'] });
      return results.map((r) => ({ rawValue: r.text }));
    },
  };
}

/** A camera view that calls onCode with the first QR it reads, then stops. */
export function CodeScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    void (async () => {
      try {
        const detector = await makeDetector();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const found = await detector.detect(video.current).catch(() => []);
          if (found[0]?.rawValue) {
            onCode(found[0].rawValue);
            return;
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      } catch {
        setProblem('The camera could not be opened. Type the code instead.');
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  return (
    <div className="counter-scanner">
      {problem ? <p className="notice" role="alert">{problem}</p> : <video ref={video} muted playsInline aria-label="Camera" />}
      <button type="button" className="button counter-button" onClick={onClose}>
        Close camera
      </button>
    </div>
  );
}
