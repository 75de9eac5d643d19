/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  // The example is built inside the Gangway repo: keep Next from treating the repo as its root.
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
}
