import { useEffect, useState } from 'react';
import { PICKUP_COUNTER_TEXTS } from '../../../../shared/admin/pickup-verification.schema';
import type { Counter } from './counter-database';
import { acknowledgeHandoverAlert, handoverAlertWords, type HandoverAlert } from './handover-alerts';

const T = PICKUP_COUNTER_TEXTS.alerts;

function useOpenAlerts(counter: Counter | null): HandoverAlert[] {
  const [alerts, setAlerts] = useState<HandoverAlert[]>([]);
  useEffect(() => {
    if (!counter) return;
    const subscription = counter.db.handover_alerts
      .find({ selector: { acknowledged: false } })
      .$.subscribe((docs) => setAlerts(docs.map((d) => d.toJSON() as HandoverAlert).sort((a, b) => a.handedOverAt.localeCompare(b.handedOverAt))));
    return () => subscription.unsubscribe();
  }, [counter]);
  return counter ? alerts : [];
}

/**
 * Queued hand-overs the shop flagged or refused, at the top of the counter until a person
 * acknowledges each (docs/decisions/072): the clerk is told at once, and again after a reload.
 */
export function HandoverAlertsPanel(props: { counter: Counter | null; acknowledgedBy: string; onAcknowledged: () => void }) {
  const alerts = useOpenAlerts(props.counter);
  if (!props.counter || alerts.length === 0) return null;
  const { counter } = props;
  return (
    <section className="counter__alerts" aria-labelledby="counter-alerts-heading">
      <h2 id="counter-alerts-heading">{T.heading}</h2>
      {alerts.map((alert) => {
        const words = handoverAlertWords(alert);
        return (
          <div key={alert.id} className="counter__alert" role="alert" data-testid="counter-alert">
            <p className="counter__alert-title">{words.title}</p>
            <p>{words.advice}</p>
            <p className="muted">
              {T.details(alert.orderNumber ?? alert.orderId, alert.code, alert.customerName ?? '', alert.staffName, new Date(alert.handedOverAt).toLocaleString())}
            </p>
            <button
              type="button"
              className="button counter-button"
              onClick={() => void acknowledgeHandoverAlert(counter.db.handover_alerts, alert.id, props.acknowledgedBy).then(props.onAcknowledged)}
            >
              {T.acknowledge}
            </button>
          </div>
        );
      })}
    </section>
  );
}
