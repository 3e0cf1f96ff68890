// multipart/form-data for uploads; the size limit protects memory, since an upload is buffered for sharp.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export default fp<{ maxUploadBytes: number }>(
  async (app, { maxUploadBytes }) => {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 100_000 } });
  },
  { name: 'multipart' },
);
