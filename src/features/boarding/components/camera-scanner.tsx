import { prepareZXingModule, BarcodeDetector as BarcodeDetectorPonyfill } from 'barcode-detector/ponyfill';
import { useEffect, useRef, useState } from 'react';
import { LoadingStatus } from '@/components/ui/query-state';
// The decoder's WebAssembly, served from the shop's own build (and precached for offline use), never a CDN.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
};

/** The browser's BarcodeDetector where it reads QR codes; elsewhere the ZXing polyfill. */
async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): readonly string[] => [])).includes('qr_code')) {
    return new native({ formats: ['qr_code'] });
  }
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetectorPonyfill({ formats: ['qr_code'] });
}

function cameraFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Sem permissão para usar a câmera. Digite o código do voucher.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'Nenhuma câmera encontrada neste aparelho. Digite o código do voucher.';
  }
  return 'Não foi possível abrir a câmera. Digite o código do voucher.';
}

type ScannerState = { status: 'starting' } | { status: 'scanning' } | { status: 'failed'; message: string };

/** How long a code must leave the picture before the same code counts again. */
const SAME_CODE_PAUSE_MS = 4000;
const SCAN_EVERY_MS = 250;

/** The phone's camera reading QR codes: each voucher it sees is handed over once while it stays in the picture. */
export default function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handle = useRef(onCode);
  const [state, setState] = useState<ScannerState>({ status: 'starting' });

  useEffect(() => {
    handle.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };
    void (async () => {
      try {
        const [detector, media] = await Promise.all([
          createDetector(),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        stream = media;
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = media;
        await element.play();
        setState({ status: 'scanning' });
        const tick = async () => {
          if (stopped) return;
          if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const text = (await detector.detect(element).catch(() => []))[0]?.rawValue;
            const now = Date.now();
            if (text && (text !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) handle.current(text);
            if (text) last = { text, at: now };
          }
          timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch (error) {
        if (!stopped) setState({ status: 'failed', message: cameraFailure(error) });
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="grid gap-2">
      {state.status === 'failed' ? (
        <p role="alert" className="text-destructive">
          {state.message}
        </p>
      ) : (
        <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-xl bg-night">
          <video
            ref={video}
            muted
            playsInline
            aria-label="Imagem da câmera"
            className="aspect-[4/3] w-full object-cover"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-[18%] rounded-xl border-4 border-white/80"
          />
        </div>
      )}
      {state.status === 'starting' ? <LoadingStatus>Abrindo a câmera...</LoadingStatus> : null}
      {state.status === 'scanning' ? (
        <p className="text-sm text-muted-foreground">Aponte a câmera para o QR code do voucher.</p>
      ) : null}
    </div>
  );
}
