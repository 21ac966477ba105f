/**
 * The file input, in its own module: react-admin's FileInput brings the dropzone (~20 KB gzip), which
 * only forms with a file field need, so FieldInput loads it lazily.
 */
import { FileField, FileInput } from 'react-admin';
import { fileAccept } from './file.tsx';
import { baseInputProps, type InputProps } from './fieldProps.ts';

/** Picks one file; the data provider uploads `rawFile` and stores the returned address. */
export default function FileFieldInput({ field, disabled, validate }: InputProps<'file'>) {
  return (
    <FileInput {...baseInputProps(field, disabled, validate)} accept={fileAccept(field.accept)}>
      <FileField source="src" title="title" target="_blank" rel="noopener noreferrer" />
    </FileInput>
  );
}
