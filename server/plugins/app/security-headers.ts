// Security headers on every response. Inline styles are allowed because emotion (MUI) injects them;
// images may be data: and blob: URLs (previews before upload). HSTS only over HTTPS (RFC 6797 7.2): the
// protocol is the proxy's word when TRUST_PROXY says to believe it.
import fp from 'fastify-plugin';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('Content-Security-Policy', CSP);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers' },
);
