/** At most this many network icons on Receive's "compatible networks" line. */
export const MAX_NETWORK_ICONS = 5
