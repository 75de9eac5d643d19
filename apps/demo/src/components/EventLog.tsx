import { useGangway } from '@gangway/modal-shell'
import { useEffect, useState } from 'react'

type Entry = { n: number; time: string; name: string }

/** Every event the modal emits, newest first (modal.subscribeEvents). */
export function EventLog() {
  const modal = useGangway()
  const [entries, setEntries] = useState<Entry[]>([])
  useEffect(() => {
    let n = 0
    return modal.subscribeEvents((event) => {
      const time = new Date(event.timestamp).toLocaleTimeString()
      n += 1
      const entry = { n, time, name: event.data.event }
      setEntries((list) => [entry, ...list].slice(0, 8))
    })
  }, [modal])
  return (
    <section className="card" aria-labelledby="events-title">
      <h2 id="events-title">Modal events</h2>
      {entries.length === 0 ? (
        <p className="muted small">Open the modal to see its events here.</p>
      ) : (
        <ol className="events" data-testid="demo-events">
          {entries.map((e) => (
            <li key={e.n}>
              <span className="muted mono small">{e.time}</span> {e.name}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
