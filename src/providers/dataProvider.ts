// react-admin's data provider: ra-data-simple-rest pointed at each schema's endpoint, plus what the
// portal's API adds: records addressed by another key (users by username) and file uploads.
import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider, type Identifier, type RaRecord, type ResourceCallbacks } from 'react-admin';
import { ENTITIES, entityByResource, type EntitySchema } from '../../common/model/entities.ts';
import { faultWording } from '../../common/model/fieldFaults.ts';
import { getLanguage } from './language.ts';
import { HttpError, httpClient, type HttpOptions } from './httpClient.ts';
import { multipartBody } from './multipart.ts';
import { toRaRecord, toWireData, UPLOAD_SOURCE } from './recordShape.ts';

interface Upload {
  rawFile: File;
}

export interface PortalDataProvider extends DataProvider {
  /** Replaces the file of a record (a member's picture, an image, a notification's picture). */
  upload(resource: string, id: Identifier, file: File): Promise<{ data: RaRecord }>;
}

const endpointOf = (resource: string): string => entityByResource(resource)['x-resource'].endpoint;

function uploadOf(data: Record<string, unknown>): File | undefined {
  const value = data[UPLOAD_SOURCE] as Upload | undefined;
  return value?.rawFile instanceof File ? value.rawFile : undefined;
}

function withoutUpload<T extends Record<string, unknown>>(data: T): T {
  const { [UPLOAD_SOURCE]: _dropped, ...rest } = data;
  return rest as T;
}

/** simple-rest builds `${apiUrl}/${resource}`; handing it the endpoint path instead of the name routes every call. */
function routedProvider(apiUrl: string): PortalDataProvider {
  const rest = simpleRestProvider(apiUrl, (url: string, options?: HttpOptions) => httpClient(url, options));
  const path = (resource: string) => endpointOf(resource).replace(/^\//, '');
  const url = (resource: string, suffix = '') => `${apiUrl}${endpointOf(resource)}${suffix}`;

  const upload = async (resource: string, id: Identifier, file: File) => {
    const body = multipartBody(entityByResource(resource), {}, { file });
    await httpClient(url(resource, `/${encodeURIComponent(id)}/upload`), { method: 'POST', body });
    // The upload answer is not a full record everywhere; read the record back to show its new link.
    return rest.getOne(path(resource), { id });
  };

  return {
    getList: (resource, params) => rest.getList(path(resource), params),
    getOne: (resource, params) => rest.getOne(path(resource), params),
    getMany: (resource, params) => rest.getMany(path(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(path(resource), params),
    updateMany: (resource, params) => rest.updateMany(path(resource), params),
    delete: (resource, params) => rest.delete(path(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(path(resource), params),
    async create(resource, params) {
      const file = uploadOf(params.data);
      if (!file) return rest.create(path(resource), params);
      const { json } = await httpClient<RaRecord>(url(resource), {
        method: 'POST',
        body: multipartBody(entityByResource(resource), withoutUpload(params.data), { file }),
      });
      return { data: json };
    },
    async update(resource, params) {
      const file = uploadOf(params.data);
      const saved = await rest.update(path(resource), { ...params, data: withoutUpload(params.data) });
      return file ? upload(resource, params.id, file) : saved;
    },
    upload,
  } as PortalDataProvider;
}

function callbacksOf(entity: EntitySchema): ResourceCallbacks {
  const resource = entity['x-resource'].name;
  const read = async (record: RaRecord) => toRaRecord(entity, record);
  return {
    resource,
    afterRead: read,
    afterSave: read,
    beforeSave: async (data: RaRecord) => toWireData(entity, data) as RaRecord,
  };
}

/**
 * A refusal of fields as react-admin shows it at its inputs (`body.errors`, read by its create and edit
 * controllers): each fault in the words the public forms use, which react-admin's translate writes in the
 * reader's language. The prefixed JSON is react-admin's own form for a message with values.
 */
async function atInputs<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof HttpError) || error.faults.length === 0) throw error;
    const lang = getLanguage();
    const errors = Object.fromEntries(
      error.faults.map((fault) => {
        const { key, options } = faultWording(fault, lang);
        return [fault.field, `@@react-admin@@${JSON.stringify({ message: key, args: options ?? {} })}`];
      }),
    );
    throw new HttpError(error.message, error.status, { ...(error.body as object), errors }, error.retryAfter);
  }
}

export function createDataProvider(apiUrl = ''): PortalDataProvider {
  const provider = withLifecycleCallbacks(routedProvider(apiUrl), ENTITIES.map(callbacksOf)) as PortalDataProvider;
  return {
    ...provider,
    create: (resource, params) => atInputs(provider.create(resource, params)),
    update: (resource, params) => atInputs(provider.update(resource, params)),
  };
}

export const dataProvider = createDataProvider();
