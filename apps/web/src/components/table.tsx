import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './table.module.css';

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  /** Numbers align to the end so digits line up. */
  align?: 'start' | 'end' | 'center';
  cell: (row: Row) => ReactNode;
};

export type TableProps<Row> = {
  caption: ReactNode;
  /** Hide the caption visually; it still names the table for screen readers. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: ReactNode;
};

/** A dense data table with a required caption (its accessible name). */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
}: TableProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles[column.align ?? 'start']}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={styles.empty} colSpan={columns.length}>
                {empty ?? t('table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={styles[column.align ?? 'start']}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
