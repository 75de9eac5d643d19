#!/usr/bin/env bash
# Side-by-side benchmark: Gangway (bench/peers-gangway) in the same pass as the peers of
# ../shared/bench-peers, with the shared driver (measure.mjs) and the same RUNS / CPU.
#   bench/run.sh                      # build and measure ours, the floor and the three peers
#   RUNS=5 CPU=4 bench/run.sh         # measurement knobs (defaults shown)
#   APPS="gangway floor" bench/run.sh # a subset (gangway gangway-wagmi floor reown-appkit rainbowkit
#                                     # connectkit)
#   APPS="gangway-wagmi rainbowkit connectkit" bench/run.sh   # the wagmi apps, like with like
#   SKIP_BUILD=1 bench/run.sh         # reuse the dist/ folders
# The shared folder is read-only: nothing is written there. A peer is measured from its dist/
# there when its own run-all.sh built one; otherwise it is copied to bench/results/work/<peer>,
# installed from its own package-lock.json (npm ci, once) and built there. The floor app is
# copied there too and built with this repo's react / react-dom / viem / vite (the versions its
# package.json pins).
# Results: bench/results/results-<UTC>.jsonl and .md, screenshots in bench/results/<app>/.
set -euo pipefail
cd "$(dirname "$0")"
BENCH=$(pwd)
ROOT=$(cd .. && pwd)
SHARED=${SHARED:-$(cd "$ROOT/../shared/bench-peers" 2>/dev/null && pwd || true)}
RUNS=${RUNS:-5}
CPU=${CPU:-4}
APPS=${APPS:-gangway floor reown-appkit rainbowkit connectkit}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

if [ -z "$SHARED" ] || [ ! -f "$SHARED/measure.mjs" ]; then
  echo "bench: ../shared/bench-peers/measure.mjs not found (set SHARED=…)" >&2
  exit 1
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "bench: no Chromium at $CHROMIUM (apt-get install -y chromium)" >&2
  exit 1
fi

mkdir -p results
OUT="$BENCH/results/results-$(date -u +%Y%m%dT%H%M%SZ).jsonl"
WORK="$BENCH/results/work"

measure() { # app-dir name connect-selector modal-selector
  node --import "$BENCH/lib/resolve-from-repo.mjs" "$SHARED/measure.mjs" "$1" --name "$2" \
    --runs "$RUNS" --cpu "$CPU" --out "$OUT" --artifacts "$BENCH/results/$2" \
    --chromium "$CHROMIUM" --verbose --connect "$3" --modal "$4"
}

for app in $APPS; do
  case "$app" in
    gangway)
      if [ "${SKIP_BUILD:-0}" != 1 ]; then
        for p in core adapter-evm modal-shell; do
          if [ ! -d "$ROOT/packages/$p/dist" ]; then
            (cd "$ROOT" && npx turbo run build --filter=./packages/* --output-logs=errors-only)
            break
          fi
        done
        (cd peers-gangway && npx vite build --logLevel warn)
      fi
      # Connect view with no wallet extension: no installed or recommended wallet, so the list
      # holds the All-wallets entry (gw-wallet-all) — the first wallet-list entry to appear.
      measure peers-gangway gangway '[data-testid="gw-connect-button"]' \
        '[data-testid="gw-view-Connect"] [data-testid^="gw-wallet-"]'
      ;;
    gangway-wagmi)
      # A wagmi app with the modal through @gangway/wagmi (peers-gangway-wagmi): installed like a
      # user installs it, from `npm pack` of the built packages with its own wagmi 2.19.5 (the
      # peers' wagmi), in a folder outside the repo; the build is reused when nothing changed.
      if [ "${SKIP_BUILD:-0}" != 1 ]; then
        (cd "$ROOT" && npx turbo run build --filter=./packages/* --output-logs=errors-only)
      fi
      (cd "$ROOT" && node scripts/examples.mjs "$BENCH/peers-gangway-wagmi" \
        --json "$BENCH/results/gangway-wagmi.json")
      dir=$(node -p 'require(process.argv[1]).dir' "$BENCH/results/gangway-wagmi.json")
      measure "$dir" gangway-wagmi '[data-testid="gw-connect-button"]' \
        '[data-testid="gw-view-Connect"] [data-testid^="gw-wallet-"]'
      ;;
    floor)
      if [ "${SKIP_BUILD:-0}" != 1 ] || [ ! -f "$WORK/floor-react-viem/dist/index.html" ]; then
        rm -rf "$WORK/floor-react-viem"
        mkdir -p "$WORK/floor-react-viem"
        cp -r "$SHARED/floor-react-viem/index.html" "$SHARED/floor-react-viem/src" \
          "$SHARED/floor-react-viem/vite.config.js" "$SHARED/floor-react-viem/package.json" \
          "$WORK/floor-react-viem/"
        (cd "$WORK/floor-react-viem" && npx vite build --logLevel warn)
      fi
      measure "$WORK/floor-react-viem" floor-react-viem '[data-testid="connect"]' \
        '[data-testid="wallet-a"]'
      ;;
    reown-appkit | rainbowkit | connectkit)
      # The shared folder is read-only: a peer is measured from its dist/ there when its own
      # run-all.sh built one, else it is copied here, installed from its own lock and built.
      dir="$SHARED/$app"
      if [ ! -f "$dir/dist/index.html" ]; then
        dir="$WORK/$app"
        if [ "${SKIP_BUILD:-0}" != 1 ] || [ ! -f "$dir/dist/index.html" ]; then
          mkdir -p "$dir"
          (cd "$SHARED/$app" && cp -r index.html src vite.config.js package.json package-lock.json \
            $(ls -A | grep -x '.npmrc' || true) "$dir/")
          if [ ! -d "$dir/node_modules" ]; then
            (cd "$dir" && npm ci --no-audit --no-fund --loglevel error)
          fi
          (cd "$dir" && npx vite build --logLevel warn)
        fi
      fi
      case "$app" in
        reown-appkit)
          measure "$dir" "$app" 'appkit-button >>> [data-testid="connect-button"]' \
            '[data-testid^="wallet-selector-"]' ;;
        rainbowkit)
          measure "$dir" "$app" 'button[data-testid="rk-connect-button"]' \
            '[data-testid^="rk-wallet-option-"]' ;;
        connectkit)
          measure "$dir" "$app" '[data-bench="connect"] button' \
            '#__CONNECTKIT__ [role="dialog"] button:has-text("MetaMask")' ;;
      esac
      ;;
    *) echo "bench: unknown app $app" >&2; exit 2 ;;
  esac
done

echo
echo "JSON lines: $OUT"
node --import "$BENCH/lib/resolve-from-repo.mjs" "$SHARED/measure.mjs" --table "$OUT" |
  tee "${OUT%.jsonl}.md"
