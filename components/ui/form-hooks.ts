'use client';

import { createContext, createElement, useContext } from 'react';
import type * as Rhf from 'react-hook-form';

/**
 * react-hook-form's hooks for the fields and the parts of forms, without
 * importing the library: <Form> (form.tsx) is the one module that does, and it
 * hands the library to everything inside it through this context. So a screen
 * whose forms are all in dialogs (FormDialog, OnDemandForm) does not load
 * react-hook-form (about 15 KB gzip) until one opens, while its fields are
 * written as usual: `useFormContext()`, `useController(...)`, `<Controller/>`.
 */
export type FormLibrary = Pick<typeof Rhf, 'useFormContext' | 'useController' | 'useFieldArray' | 'useWatch' | 'Controller'>;

export const FormLibraryContext = createContext<FormLibrary | null>(null);

function useFormLibrary(): FormLibrary {
  const library = useContext(FormLibraryContext);
  if (!library) throw new Error('A form field is used outside <Form>.');
  return library;
}

// The same library for a component's whole life (its <Form> provides it), so these call the same hook on every render.
export const useFormContext = (() => useFormLibrary().useFormContext()) as FormLibrary['useFormContext'];
export const useController = ((props: Parameters<FormLibrary['useController']>[0]) => useFormLibrary().useController(props)) as FormLibrary['useController'];
export const useFieldArray = ((props: Parameters<FormLibrary['useFieldArray']>[0]) => useFormLibrary().useFieldArray(props)) as FormLibrary['useFieldArray'];
// useWatch has one overload per way of naming the fields watched; each takes one props object.
export const useWatch = ((props: object) => (useFormLibrary().useWatch as (props: object) => unknown)(props)) as FormLibrary['useWatch'];
export const Controller = ((props: Parameters<FormLibrary['Controller']>[0]) => createElement(useFormLibrary().Controller, props)) as FormLibrary['Controller'];
