import { Bell, BellOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { pushMessages as m } from '#shared/messages/push.ts';
import { pushKinds, type PushKind } from '#shared/push/kinds.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { pushStatus, subscribeToPush, unsubscribeFromPush, type PushStatus } from '../lib/web-push';

/** What the panel says after an action: what was done, or why it was not. */
type Notice = { text: string; tone: 'info' | 'error' };

const failure = (error: unknown): Notice => ({
  text: error instanceof ApiError && !error.isNetworkError ? error.message : m.states.failed,
  tone: 'error',
});

/**
 * «تنبيهني» (docs/product.md#notifications): a button that opens a small panel where the reader
 * chooses the kinds of occasion, then asks the browser's permission and subscribes. The server's
 * page and the first render in the browser show the button alone; where the browser stands
 * (unsupported, blocked, subscribed) is read after hydration.
 */
export function PushButton() {
  const [status, setStatus] = useState<PushStatus | 'checking'>('checking');
  const [open, setOpen] = useState(false);
  const [kinds, setKinds] = useState<PushKind[]>([...pushKinds]);
  const [working, setWorking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const panelId = useId();

  useEffect(() => {
    let live = true;
    void pushStatus().then(
      (found) => live && setStatus(found),
      () => live && setStatus('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  async function run(action: () => Promise<PushStatus>, done?: Notice) {
    setWorking(true);
    setNotice(null);
    try {
      setStatus(await action());
      if (done) setNotice(done);
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setWorking(false);
    }
  }

  const subscribe = () => run(() => subscribeToPush(kinds));
  const unsubscribe = () =>
    run(() => unsubscribeFromPush().then(() => 'available' as const), {
      text: m.states.stopped,
      tone: 'info',
    });
  const toggle = (kind: PushKind, on: boolean) =>
    setKinds((chosen) =>
      on ? pushKinds.filter((k) => k === kind || chosen.includes(k)) : chosen.filter((k) => k !== kind),
    );

  return (
    <div className="flex flex-col items-center gap-3">
      <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Bell aria-hidden className="size-5" />
        {m.button}
      </Button>
      {open && (
        <section
          id={panelId}
          aria-label={m.panel.heading}
          className="w-full max-w-md rounded-2xl border border-brand-100 bg-white p-5 text-start shadow-sm"
        >
          <h2 className="text-lg font-bold text-brand-800">{m.panel.heading}</h2>
          <PanelBody
            status={status}
            kinds={kinds}
            working={working}
            onToggle={toggle}
            onSubscribe={() => void subscribe()}
            onUnsubscribe={() => void unsubscribe()}
          />
          {notice && (
            <p
              role={notice.tone === 'error' ? 'alert' : 'status'}
              className={`mt-3 text-sm ${notice.tone === 'error' ? 'text-red-800' : 'text-brand-800'}`}
            >
              {notice.text}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

interface PanelBodyProps {
  status: PushStatus | 'checking';
  kinds: readonly PushKind[];
  working: boolean;
  onToggle: (kind: PushKind, on: boolean) => void;
  onSubscribe: () => void;
  onUnsubscribe: () => void;
}

/** The panel for where the browser stands: why it cannot, that it is on, or the choice of kinds. */
function PanelBody({ status, kinds, working, onToggle, onSubscribe, onUnsubscribe }: PanelBodyProps) {
  if (status === 'checking') return null;
  if (status === 'unsupported' || status === 'denied') {
    return (
      <p role="status" className="mt-2 text-slate-700">
        {m.states[status]}
      </p>
    );
  }
  if (status === 'subscribed') {
    return (
      <div className="mt-2 flex flex-col items-start gap-3">
        <p role="status" className="text-brand-800">
          {m.states.subscribed}
        </p>
        <Button variant="neutral" disabled={working} onClick={onUnsubscribe}>
          <BellOff aria-hidden className="size-5" />
          {working ? m.panel.working : m.unsubscribe}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-3">
      <p className="text-slate-700">{m.panel.intro}</p>
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-800">{m.panel.kindsLegend}</legend>
        <div className="grid grid-cols-2 gap-2">
          {pushKinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={kinds.includes(kind)}
                onChange={(event) => onToggle(kind, event.target.checked)}
              />
              {m.kinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button disabled={working || kinds.length === 0} onClick={onSubscribe}>
        {working ? m.panel.working : m.panel.subscribe}
      </Button>
      {kinds.length === 0 && <p className="text-sm text-slate-600">{m.validation.kindsRequired}</p>}
    </div>
  );
}
