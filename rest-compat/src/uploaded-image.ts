// A picture sent as multipart/form-data in one named field (a listing's image, a user's avatar): its bytes, or the
// legacy 400 (not multipart, no file in that field) or 413 (over the route's limit) naming the field.
import { DomainError } from '../../server/src/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function uploadedImage(request: FastifyRequest, reply: FastifyReply, field: string, tooLarge: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('BAD_USER_INPUT', `Send the picture as multipart/form-data in the field "${field}".`, field);
  const file = await request.file();
  if (file?.fieldname !== field) throw new DomainError('BAD_USER_INPUT', 'Please choose an image.', field);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    reply.header('connection', 'close');
    throw new DomainError('PAYLOAD_TOO_LARGE', tooLarge, field);
  }
}
