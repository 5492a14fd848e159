import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Test helper: the CloudEvent of a Firestore "document created" trigger for a stored document, in
 * structured mode with JSON data (`value`: the document in Firestore's REST encoding), as the
 * Firebase emulators deliver it to a function (Eventarc sends the same as protobuf in the cloud;
 * firebase-functions reads both). `delivery.id` is the CloudEvent id: the same on every redelivery.
 */
export function firestoreCreatedEvent(snapshot: DocumentSnapshot, delivery: { id: string; projectId: string; time?: Date }): Record<string, unknown> {
  const data = snapshot.data();
  if (!data || !snapshot.createTime || !snapshot.updateTime) throw new Error(`${snapshot.ref.path} does not exist`);
  const { id, projectId } = delivery;
  const database = snapshot.ref.firestore.databaseId;
  const document = snapshot.ref.path;
  return {
    specversion: '1.0',
    id,
    type: 'google.cloud.firestore.document.v1.created',
    source: `//firestore.googleapis.com/projects/${projectId}/databases/${database}`,
    subject: `documents/${document}`,
    time: (delivery.time ?? new Date()).toISOString(),
    datacontenttype: 'application/json',
    project: projectId,
    database,
    namespace: '(default)',
    document,
    location: 'asia-south1',
    data: {
      value: {
        name: `projects/${projectId}/databases/${database}/documents/${document}`,
        fields: encodeFields(data),
        createTime: snapshot.createTime.toDate().toISOString(),
        updateTime: snapshot.updateTime.toDate().toISOString(),
      },
    },
  };
}

function encodeFields(map: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, encodeValue(value)]));
}

/** One value in Firestore's REST (JSON) encoding. */
function encodeValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Timestamp) return { timestampValue: value.toDate().toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
  throw new TypeError(`no Firestore encoding for a ${typeof value}`);
}
