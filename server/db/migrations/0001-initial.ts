// The first schema of the portal: every entity of schema/*.json, users and their roles.
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

type Table = CreateTableBuilder<string, never>;

export default function initial(dialect: Dialect): Migration {
  const id = (t: Table): Table =>
    t.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    );
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const created = (t: Table, column = 'created_at'): Table =>
    t.addColumn(column, timestamp, (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`));
  const person = (t: Table): Table =>
    t
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('father_name', 'varchar(60)')
      .addColumn('mother_name', 'varchar(60)')
      .addColumn('family_name', 'varchar(60)')
      .addColumn('phone_number', 'varchar(20)')
      .addColumn('address', 'varchar(200)')
      .addColumn('identity', 'varchar(20)')
      .addColumn('birthdate', 'date');

  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await created(
        id(db.schema.createTable('users'))
          .addColumn('username', 'varchar(20)', (c) => c.notNull().unique())
          .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
          .addColumn('name', 'varchar(60)')
          .addColumn('phone_number', 'varchar(20)')
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('allowed', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('request_permission', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('number_of_send_sms', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();

      await db.schema
        .createTable('roles')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
        .execute();
      await db
        .insertInto('roles')
        .values(['ROLE_USER', 'ROLE_BISH', 'ROLE_MODERATOR', 'ROLE_ADMIN'].map((name, i) => ({ id: i + 1, name })))
        .execute();
      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();

      await created(
        person(id(db.schema.createTable('members')))
          .addColumn('gender', 'varchar(6)', (c) => c.notNull().defaultTo('male'))
          .addColumn('is_married', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('is_alive', 'boolean', (c) => c.notNull().defaultTo(true))
          .addColumn('parent_id', 'integer', (c) => c.references('members.id'))
          .addColumn('user_profile_image_link', 'text'),
      ).execute();
      await db.schema.createIndex('members_parent_id').on('members').column('parent_id').execute();

      await created(
        person(id(db.schema.createTable('partners')))
          .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
          .addColumn('gender', 'varchar(6)', (c) => c.notNull().defaultTo('female')),
      ).execute();
      await db.schema.createIndex('partners_member_id').on('partners').column('member_id').execute();

      await created(
        id(db.schema.createTable('albums'))
          .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
          .addColumn('description', 'varchar(500)', (c) => c.notNull()),
      ).execute();

      await created(
        id(db.schema.createTable('images'))
          .addColumn('name', 'varchar(80)', (c) => c.notNull())
          .addColumn('description', 'varchar(500)', (c) => c.notNull())
          .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
          .addColumn('image_link', 'text')
          .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute();
      await db.schema.createIndex('images_album_id').on('images').column('album_id').execute();

      await created(
        id(db.schema.createTable('notifications'))
          .addColumn('subject', 'varchar(120)', (c) => c.notNull())
          .addColumn('content', 'text')
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('image_link', 'text')
          .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
        'created_date',
      ).execute();
      await db.schema.createIndex('notifications_created_date').on('notifications').column('created_date').execute();

      await created(
        id(db.schema.createTable('activities'))
          .addColumn('activity_name', 'varchar(120)', (c) => c.notNull())
          .addColumn('activity_link', 'varchar(500)')
          .addColumn('date_of_activity', 'date', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute();
      await db.schema.createIndex('activities_date').on('activities').column('date_of_activity').execute();

      await created(
        id(db.schema.createTable('mails'))
          .addColumn('name', 'varchar(60)', (c) => c.notNull())
          .addColumn('mail_from', 'varchar(254)', (c) => c.notNull())
          .addColumn('mail_to', 'varchar(254)', (c) => c.notNull())
          .addColumn('mail_subject', 'varchar(200)', (c) => c.notNull())
          .addColumn('mail_content', 'text', (c) => c.notNull())
          .addColumn('delivered', 'boolean', (c) => c.notNull().defaultTo(false)),
        'created_date',
      ).execute();
    },
  };
}
