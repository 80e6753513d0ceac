import type { UnansweredQuestion } from '../../../../../shared/support/articles';
import { KNOWLEDGE_ADMIN_TEXTS } from '../../../../../shared/support/support-texts';
import { showToast } from '../../../../lib/toast/toast-store';
import { errorText } from '../../api/resource-queries';
import { useDismissUnanswered, useUnansweredQuestions } from '../../api/use-robo-support';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The Robo Support screen's "Unanswered" tab: what shoppers asked that no article answered, newest first. */
export function UnansweredTab() {
  const list = useUnansweredQuestions();
  const dismiss = useDismissUnanswered({
    onSuccess: (question: UnansweredQuestion) => showToast({ title: KNOWLEDGE_ADMIN_TEXTS.dismissed, description: `“${question.question}”` }),
    onError: (error: unknown) => showToast({ title: 'Not saved', description: errorText(error) ?? '' }, 'destructive'),
  });
  const rows = list.data?.rows ?? [];
  return (
    <section data-testid="admin-support-unanswered" aria-labelledby="unanswered-title">
      <h2 id="unanswered-title">Unanswered questions</h2>
      <p className="lede">{KNOWLEDGE_ADMIN_TEXTS.unansweredLede}</p>
      {list.error ? <p className="form-alert" role="alert">{errorText(list.error)}</p> : null}
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.data && rows.length === 0 ? <p className="muted">{KNOWLEDGE_ADMIN_TEXTS.noUnanswered}</p> : null}
      {rows.length > 0 ? (
        <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Unanswered questions">
          <table className="data-table">
            <caption>
              Unanswered questions: {rows.length} of {list.data?.total ?? rows.length}
            </caption>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Times asked</th>
                <th scope="col">Last asked</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((question) => (
                <tr key={question.id}>
                  <td>{question.question}</td>
                  <td>{question.timesAsked}</td>
                  <td>{when(question.lastAskedAt)}</td>
                  <td>
                    <button type="button" className="small-button" disabled={dismiss.isPending} onClick={() => dismiss.mutate(question)}>
                      {KNOWLEDGE_ADMIN_TEXTS.dismiss}
                      <span className="visually-hidden"> “{question.question}”</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
