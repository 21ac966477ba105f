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

export type RouteDeclaration<S extends string = string> =
  | {
      /** Relative to the resource, react-router syntax: `detail/:id`, `view/:id` (replaces the default). */
      path: string;
      view: 'show';
      /** A view without the record's actions, edit or delete (the read-only twin of a detail page). */
      readOnly?: boolean;
    }
  | {
      /** `form/:formType/:id`: `formType` create|edit, and the id `create` opens an empty form. */
      path: string;
      view: 'form';
    }
  | {
      /** An edit form at its own path showing only `fields`, saved by `save` (a part of the record). */
      path: string;
      view: 'edit';
      fields?: S[];
      save?: PartSave<S>;
    }
  | {
      /** A page of its own, loaded when opened, behind `permission`. */
      path: string;
      page: PageLoader;
      permission: Action;
    }
  | {
      /**
       * An operation page (look up → change → confirm → result) at its own path beside the list, e.g.
       * `adjust` and `manual-adjust` under an adjustment list; the page is behind `permission`.
       */
      path: string;
      operation: OperationDeclaration<S>;
      permission: Action;
    };
