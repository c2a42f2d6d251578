// Two small family files with sources and citations (decision 060), for the reader's and the
// round trip's tests: the same family in GEDCOM 5.5.1 and in 7.0. A pearl merchant's birth from a
// sale deed, his name and parents from his son's account, a marriage from a book, his burial, his
// occupation and a residence each from one of them, and a source written out in a citation (5.5.1
// allows it), which becomes a source of its own.

export const gedcomWithSources = `0 HEAD
1 SOUR TestProgram
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME حمد /الاختبار/
2 SOUR @S2@
3 PAGE الجلسة الأولى
1 SEX M
1 BIRT
2 DATE ABT 1850
2 SOUR @S1@
3 PAGE ص 3
3 NOTE ذُكر عمره في الوثيقة
1 DEAT
2 DATE 1920
2 SOUR كتاب الوفيات المكتوب في الاستشهاد
1 BURI
2 PLAC مقبرة الصالحية
2 SOUR @S2@
3 PAGE الجلسة الثانية
1 OCCU نوخذة
2 SOUR @S1@
3 PAGE ص 45
1 FAMS @F1@
0 @I2@ INDI
1 NAME نورة /العلي/
1 SEX F
1 FAMS @F1@
0 @I3@ INDI
1 NAME سالم /الاختبار/
1 SEX M
1 FAMC @F1@
2 SOUR @S2@
1 SOUR @S2@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I3@
1 MARR
2 DATE 1875
2 SOUR @S3@
3 PAGE ص 120
0 @S1@ SOUR
1 TITL وثيقة بيع بيت القبلة
1 TEXT باع حمد بيته في القبلة سنة 1300هـ
0 @S2@ SOUR
1 TITL رواية العم سالم
1 AUTH العم سالم
0 @S3@ SOUR
1 TITL تاريخ الكويت
1 AUTH عبدالعزيز الرشيد
1 PUBL الكويت، 1926
0 TRLR
`;

export const gedcomSevenWithSources = `0 HEAD
1 GEDC
2 VERS 7.0
0 @I1@ INDI
1 NAME حمد /الاختبار/
1 SEX M
1 BIRT
2 DATE ABT 1850
2 SOUR @S1@
3 PAGE ص 3
1 RESI
2 PLAC حي القبلة
2 SOUR @S1@
3 PAGE ص 5
0 @I2@ INDI
1 NAME نورة /العلي/
1 SEX F
1 FAMS @F1@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 SOUR @S1@
3 PAGE ص 4
0 @S1@ SOUR
1 TITL وثيقة بيع بيت القبلة
1 AUTH كاتب العدل
1 _KIND document
1 _PUBLIC Y
0 TRLR
`;
