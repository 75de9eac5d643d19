import { useEngine, useT } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { getHistoryStore } from '../../history/historyStore.js'
import { push } from '../../internal/core.js'
import { historyMessages } from '../../messages.js'
import { ActivityList } from '../ActivityList/ActivityList.js'

/**
 * The Activity tab of the Account view (spec §2): the account's transactions, and a way to
 * the full Transactions view once there are some.
 */
export function ActivityTab() {
  const engine = useEngine()
  const t = useT('history', historyMessages)
  const { status, transactions } = useStore(getHistoryStore(engine).$history)
  return (
    <div className="gw-stack" data-testid="gw-history-tab">
      {status === 'ready' && transactions.length > 0 && (
        <div className="gw-tx-head">
          <span className="gw-muted">{t('recent')}</span>
          <button
            type="button"
            className="gw-link"
            data-testid="gw-history-view-all"
            onClick={() => push(engine, 'Transactions')}
          >
            {t('viewAll')}
          </button>
        </div>
      )}
      <ActivityList />
    </div>
  )
}
