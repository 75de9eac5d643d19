import { ActivityList } from '../ActivityList/ActivityList.js'

/** The full Transactions view: the same list as the Activity tab, on its own screen. */
/** @param _props The router data (unused: the list is the connected account's). */
export function Transactions(_props: { data?: unknown }) {
  return (
    <div className="gw-stack" data-testid="gw-view-Transactions">
      <ActivityList />
    </div>
  )
}
