/**
 * Extra route segments of a declaration beside list / view / form: a second view with actions
 * (`detail/:id`), a form chosen by the URL (`form/:formType/:id`), a form that saves one part, or a
 * page of its own loaded on first open (`raw-data`, `detail`).
 */
import type { ComponentType } from 'react';
import type { Action } from '../../contract/roleMenus.ts';
import type { OperationDeclaration } from '../operation/types.ts';
import type { PartSave } from './parts.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * One extra route segment: its kind is told by `view`, `page` or `operation` (hover it for an example).
 */
export type RouteDeclaration<S extends string = string> =
  | {
      /** Relative to the resource, react-router syntax: `detail/:id`, `view/:id` (replaces the default). */
      path: string;
      /**
       * A view page of the record at its own path, e.g. a detail page with the record's actions.
       * @example
       * { path: 'detail/:id', view: 'show' },
       * { path: 'view/:id', view: 'show', readOnly: true },
       */
      view: 'show';
      /** A view without the record's actions, edit or delete (the read-only twin of a detail page). */
      readOnly?: boolean;
    }
  | {
      /** `form/:formType/:id`: `formType` create|edit, and the id `create` opens an empty form. */
      path: string;
      /**
       * One form for creating and editing, chosen by the URL.
       * @example
       * { path: 'form/:formType/:id', view: 'form' }
       */
      view: 'form';
    }
  | {
      /** An edit form at its own path showing only `fields`, saved by `save` (a part of the record). */
      path: string;
      /**
       * An edit form for a part of the record, saved to its own endpoint.
       * @example
       * {
       *   path: 'service/:id',
       *   view: 'edit',
       *   fields: ['service'],
       *   save: { method: 'PUT', path: 'merchant/{id}/service', body: { service: 'service' } },
       * }
       */
      view: 'edit';
      fields?: S[];
      save?: PartSave<S>;
    }
  | {
      /** A page of its own, loaded when opened, behind `permission`. */
      path: string;
      /**
       * The page's module, loaded when the route is first opened (a wizard, a report of its own).
       * @example
       * { path: 'detail', page: () => import('./ReconcileDetailPage.tsx'), permission: 'view' }
       */
      page: PageLoader;
      permission: Action;
    }
  | {
      /**
       * An operation page (look up → change → confirm → result) at its own path beside the list, e.g.
       * `adjust` and `manual-adjust` under an adjustment list; the page is behind `permission`.
       */
      path: string;
      /**
       * What the operation page looks up, changes and submits (see OperationDeclaration).
       * @example
       * {
       *   path: 'manual-adjust',
       *   permission: 'edit',
       *   operation: {
       *     inquiry: {
       *       method: 'POST',
       *       path: 'adjust-transaction/inquiry',
       *       fields: ['transactionNo'],
       *       show: ['transactionNo', 'amount', 'status'],
       *     },
       *     fields: ['status', 'amount', 'remark'],
       *     changes: [{ source: 'status' }, { source: 'amount' }, { source: 'remark' }],
       *     submit: {
       *       method: 'POST',
       *       path: 'adjust-transaction/manual-adjust',
       *       service: 'payment',
       *       body: ['transactionNo', 'status', 'amount', 'remark'],
       *     },
       *   },
       * }
       */
      operation: OperationDeclaration<S>;
      permission: Action;
    };
